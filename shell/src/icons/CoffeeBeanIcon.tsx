/** A roasted coffee bean: the product's mark. */
export function CoffeeBeanIcon({ size = 28, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <ellipse cx="16" cy="16" rx="10" ry="14" transform="rotate(35 16 16)" fill="#6F4326" />
      <path
        d="M9.5 25.5c3.5-3 3-6.5 5.2-9.6 2.2-3.1 6-3.6 7.8-9.4"
        stroke="#E7C6A1"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
