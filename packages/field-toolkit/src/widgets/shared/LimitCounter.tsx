import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { utf8ByteLength } from './bytes';

/** Share of a limit from which the counter shows (behaviour §09-3.2). */
export const NEAR_LIMIT = 0.8;

export interface TextRoom {
  /** Characters typed (a Korean syllable is one). */
  count: number;
  /** Characters that fit, told in the width of the last one typed (a Korean syllable takes 3 of the byte limit). */
  max: number;
  over: boolean;
}

/**
 * How full a text is against its limits, or undefined while it is below {@link NEAR_LIMIT} of them: the server's byte
 * limit is told in characters a person counts, at the width of what is being typed (behaviour §09-3.2).
 */
export function textRoom(text: string, maxBytes?: number, maxCharacters?: number): TextRoom | undefined {
  const characters = [...text];
  const count = characters.length;
  const bytes = utf8ByteLength(text);
  const nearBytes = maxBytes !== undefined && bytes >= maxBytes * NEAR_LIMIT;
  const nearCharacters = maxCharacters !== undefined && count >= maxCharacters * NEAR_LIMIT;
  if (!nearBytes && !nearCharacters) return undefined;
  const width = utf8ByteLength(characters.at(-1) ?? 'a');
  const byByte = maxBytes === undefined ? Infinity : count + Math.floor((maxBytes - bytes) / width);
  const max = Math.min(byByte, maxCharacters ?? Infinity);
  return { count, max, over: count > max };
}

const useStyles = makeStyles({
  over: { color: tokens.colorPaletteRedForeground1 },
});

/** "280 / 300 characters" under a text near its limit; nothing before. */
export function LimitCounter({
  text,
  maxBytes,
  maxCharacters,
}: {
  text: string;
  maxBytes?: number;
  maxCharacters?: number;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const room = textRoom(text, maxBytes, maxCharacters);
  if (!room) return null;
  return (
    <Text size={200} className={room.over ? styles.over : undefined} aria-live="polite">
      {t('widgets.charCounter', { count: room.count, max: room.max.toLocaleString() })}
    </Text>
  );
}
