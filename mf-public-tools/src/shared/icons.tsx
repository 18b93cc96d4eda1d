import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/** Decorative coffee pictures drawn with the theme's roast colours (they follow light and dark mode). */
const useStyles = makeStyles({
  svg: { display: 'block', flexShrink: 0 },
  bean: { fill: tokens.colorBrandBackground },
  beanDark: { fill: tokens.colorBrandBackgroundPressed },
  crease: { stroke: tokens.colorBrandBackground2, fill: 'none', strokeWidth: '2', strokeLinecap: 'round' },
  line: {
    stroke: tokens.colorBrandForeground1,
    fill: 'none',
    strokeWidth: '2.5',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  faint: { stroke: tokens.colorNeutralStroke1, fill: 'none', strokeWidth: '1.5' },
  accent: { stroke: tokens.colorPaletteRedBorderActive, fill: 'none', strokeWidth: '2', strokeLinecap: 'round' },
  area: {
    fill: tokens.colorBrandBackground2,
    stroke: tokens.colorBrandForeground1,
    strokeWidth: '2',
    strokeLinejoin: 'round',
  },
  segmentA: { fill: tokens.colorBrandBackground },
  segmentB: { fill: tokens.colorBrandBackgroundHover },
  segmentC: { fill: tokens.colorBrandBackground2 },
  hole: { fill: tokens.colorNeutralBackground1 },
});

interface IconProps {
  size?: number;
  className?: string;
}

function Svg({
  size = 48,
  className,
  viewBox = '0 0 48 48',
  children,
}: IconProps & { viewBox?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      className={mergeClasses(styles.svg, className)}
    >
      {children}
    </svg>
  );
}

function Bean({
  x,
  y,
  angle,
  scale = 1,
  dark = false,
}: {
  x: number;
  y: number;
  angle: number;
  scale?: number;
  dark?: boolean;
}) {
  const styles = useStyles();
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle}) scale(${scale})`}>
      <ellipse rx="10" ry="14" className={dark ? styles.beanDark : styles.bean} />
      <path d="M-4 11c4-4 2-7 4-11s5-5 3-11" className={styles.crease} />
    </g>
  );
}

export function BeanIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <Bean x={24} y={24} angle={35} scale={1.45} />
    </Svg>
  );
}

export function BeansIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <Bean x={17} y={20} angle={-25} scale={0.95} dark />
      <Bean x={31} y={28} angle={30} scale={0.95} />
    </Svg>
  );
}

/** Bean temperature rising over time, with the rate of rise falling: a roast profile. */
export function RoastCurveIcon(props: IconProps) {
  const styles = useStyles();
  return (
    <Svg {...props}>
      <path d="M6 6v36h36" className={styles.faint} />
      <path d="M8 14c3 14 6 18 10 17s9-7 12-10 7-6 10-7" className={styles.line} />
      <path d="M10 36c6-9 14-13 30-15" className={styles.accent} />
    </Svg>
  );
}

/** Three rings of a sunburst. */
export function WheelIcon(props: IconProps) {
  const styles = useStyles();
  const slice = (start: number, end: number, inner: number, outer: number) => {
    const point = (radius: number, degrees: number) => {
      const radians = ((degrees - 90) * Math.PI) / 180;
      return `${24 + radius * Math.cos(radians)} ${24 + radius * Math.sin(radians)}`;
    };
    const large = end - start > 180 ? 1 : 0;
    return `M${point(inner, start)}L${point(outer, start)}A${outer} ${outer} 0 ${large} 1 ${point(outer, end)}L${point(inner, end)}A${inner} ${inner} 0 ${large} 0 ${point(inner, start)}Z`;
  };
  const rings = [
    { inner: 6, outer: 12, parts: 3 },
    { inner: 12.5, outer: 17.5, parts: 6 },
    { inner: 18, outer: 22, parts: 12 },
  ];
  const fills = [styles.segmentA, styles.segmentB, styles.segmentC];
  return (
    <Svg {...props}>
      {rings.flatMap(({ inner, outer, parts }) =>
        Array.from({ length: parts }, (_, index) => (
          <path
            key={`${outer}-${index}`}
            d={slice((360 / parts) * index + 1, (360 / parts) * (index + 1) - 1, inner, outer)}
            className={fills[index % fills.length]}
          />
        )),
      )}
      <circle cx="24" cy="24" r="5" className={styles.hole} />
    </Svg>
  );
}

/** A hexagonal radar grid with a score polygon. */
export function RadarIcon(props: IconProps) {
  const styles = useStyles();
  const polygon = (radii: readonly number[]) =>
    radii
      .map((radius, index) => {
        const radians = ((index * 60 - 90) * Math.PI) / 180;
        return `${(24 + radius * Math.cos(radians)).toFixed(1)},${(24 + radius * Math.sin(radians)).toFixed(1)}`;
      })
      .join(' ');
  return (
    <Svg {...props}>
      <polygon points={polygon([20, 20, 20, 20, 20, 20])} className={styles.faint} />
      <polygon points={polygon([10, 10, 10, 10, 10, 10])} className={styles.faint} />
      <polygon points={polygon([17, 12, 19, 9, 15, 18])} className={styles.area} />
    </Svg>
  );
}

/** A pour-over dripper on a cup, with a timer tick. */
export function DripperIcon(props: IconProps) {
  const styles = useStyles();
  return (
    <Svg {...props}>
      <path d="M10 12h28l-9 14h-10z" className={styles.area} />
      <path d="M14 30h20v6a6 6 0 0 1-6 6h-8a6 6 0 0 1-6-6z" className={styles.line} />
      <path d="M34 32h3a3 3 0 0 1 0 6h-3" className={styles.line} />
      <path d="M24 4v4M20 5l1 3M28 5l-1 3" className={styles.accent} />
    </Svg>
  );
}

/** A cup with steam: coffee notes. */
export function CupIcon(props: IconProps) {
  const styles = useStyles();
  return (
    <Svg {...props}>
      <path d="M8 20h26v8a10 10 0 0 1-10 10h-6a10 10 0 0 1-10-10z" className={styles.area} />
      <path d="M34 23h3a4 4 0 0 1 0 8h-4" className={styles.line} />
      <path d="M6 42h32" className={styles.line} />
      <path d="M16 6c-2 3 2 5 0 8M22 6c-2 3 2 5 0 8M28 6c-2 3 2 5 0 8" className={styles.accent} />
    </Svg>
  );
}

/** A drum roaster: roasters. */
export function RoasterIcon(props: IconProps) {
  const styles = useStyles();
  return (
    <Svg {...props}>
      <path d="M16 4h8l2 8h-12z" className={styles.area} />
      <rect x="8" y="12" width="26" height="20" rx="4" className={styles.area} />
      <circle cx="21" cy="22" r="6" className={styles.line} />
      <path d="M34 18h6v8h-6M12 32l-2 10M30 32l2 10" className={styles.line} />
    </Svg>
  );
}

/** A QR code square: bean information by serial. */
export function QrIcon(props: IconProps) {
  const styles = useStyles();
  return (
    <Svg {...props}>
      <rect x="6" y="6" width="14" height="14" rx="2" className={styles.line} />
      <rect x="28" y="6" width="14" height="14" rx="2" className={styles.line} />
      <rect x="6" y="28" width="14" height="14" rx="2" className={styles.line} />
      <rect x="11" y="11" width="4" height="4" className={styles.bean} />
      <rect x="33" y="11" width="4" height="4" className={styles.bean} />
      <rect x="11" y="33" width="4" height="4" className={styles.bean} />
      <path d="M28 28h5v5h-5zM37 37h5v5h-5zM37 28h5M28 42h5" className={styles.line} />
    </Svg>
  );
}
