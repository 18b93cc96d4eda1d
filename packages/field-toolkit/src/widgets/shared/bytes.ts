const encoder = new TextEncoder();

/** Length in UTF-8 bytes; text length limits are byte limits (behaviour §01-5). */
export function utf8ByteLength(text: string): number {
  return encoder.encode(text).length;
}
