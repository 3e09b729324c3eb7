import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import type { Region } from '../../api/catalog/local';

/**
 * The part of the server's 0–100 map space that holds Korea (`mapPosition` of the regions runs
 * from about x 26–74 and y 16–96): cropping to it spreads the markers apart on a phone.
 */
const VIEW = { x: 16, y: 4, width: 68, height: 96 } as const;

/** A marker's place in the drawn box, in percent of its width and height. */
function place({ x, y }: Region['mapPosition']): CSSProperties {
  const left = ((x - VIEW.x) / VIEW.width) * 100;
  const top = ((y - VIEW.y) / VIEW.height) * 100;
  return { '--left': `${Math.min(100, Math.max(0, left))}%`, '--top': `${Math.min(100, Math.max(0, top))}%` } as CSSProperties;
}

/**
 * A hand-drawn outline of the peninsula in the same 0–100 space as `mapPosition` (west coast
 * around x 22, east coast around x 76, south coast around y 80, Jeju below), so the markers sit
 * on their provinces. Nothing is fetched.
 */
const MAINLAND =
  'M25 13 L31 11 L37 12 L43 9 L50 8 L57 6 L63 4 L67 3 L69 8 L72 15 L74 22 L76 30 L77 38 L78 46 L78 52 L80 56 L78 60 L77 65 L75 70 L73 74 L69 76 L66 74 L63 78 L59 77 L56 80 L52 78 L48 81 L44 79 L40 82 L36 80 L33 83 L29 81 L26 78 L24 74 L26 70 L23 66 L25 61 L22 57 L25 52 L22 47 L20 43 L23 41 L25 36 L22 32 L24 28 L21 24 L23 19 Z';
const ISLANDS = [
  { cx: 26, cy: 96, rx: 7, ry: 2.6 }, // 제주
  { cx: 52, cy: 83.5, rx: 1.6, ry: 1 }, // 남해
  { cx: 63, cy: 81, rx: 1.8, ry: 1.1 }, // 거제
  { cx: 29, cy: 86, rx: 1.3, ry: 0.8 }, // 완도
  { cx: 21, cy: 20, rx: 1.6, ry: 1.2 }, // 강화
];

export interface RegionMapProps {
  regions: readonly Region[];
}

/**
 * The stylised map of `local-main`: Korea drawn as a soft shape with each region's short name
 * as a real link at its place. In the reading order of the list beside it, so keyboard and
 * screen-reader users meet the same links as a tap does.
 */
export function RegionMap({ regions }: RegionMapProps) {
  return (
    <nav aria-label="지도에서 지역 고르기" className={styles.root}>
      <svg
        className={styles.drawing}
        viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="region-map-land" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#E8F5E9" />
            <stop offset="1" stopColor="#FFF3E0" />
          </linearGradient>
        </defs>
        <path d="M16 30 q4 -2 8 0 t8 0" className={styles.wave} vectorEffect="non-scaling-stroke" />
        <path d="M74 88 q4 -2 8 0 t8 0" className={styles.wave} vectorEffect="non-scaling-stroke" />
        <path d="M40 92 q3 -2 6 0 t6 0" className={styles.wave} vectorEffect="non-scaling-stroke" />
        <path d={MAINLAND} fill="url(#region-map-land)" className={styles.land} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
        {ISLANDS.map((island) => (
          <ellipse key={`${island.cx}-${island.cy}`} {...island} fill="url(#region-map-land)" className={styles.land} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <ul className={styles.markers}>
        {regions.map((region) => (
          <li key={region.localCode} className={styles.marker} style={place(region.mapPosition)}>
            <Link to="/local/$code" params={{ code: region.localCode }} className={styles.link} aria-label={`${region.name} 상점 ${region.storeCount}곳 보기`}>
              {region.shortName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const styles = {
  root: css({
    position: 'relative',
    marginInline: '4',
    aspectRatio: '7 / 8',
    maxHeight: '440px',
    borderRadius: '16px',
    overflow: 'hidden',
    bg: '#EAF4FB',
  }),
  drawing: css({ position: 'absolute', inset: '0', width: '100%', height: '100%' }),
  land: css({ stroke: '#A5C8A8', strokeWidth: '1.5px' }),
  wave: css({ fill: 'none', stroke: '#C5DDEE', strokeWidth: '1.5px', strokeLinecap: 'round' }),
  markers: css({ position: 'absolute', inset: '0' }),
  marker: css({
    position: 'absolute',
    left: 'var(--left)',
    top: 'var(--top)',
    transform: 'translate(-50%, -50%)',
  }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    paddingInline: '2',
    borderRadius: 'full',
    bg: 'white',
    border: '1.5px solid token(colors.primary)',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.12)',
    fontSize: '13px',
    fontWeight: 'bold',
    color: 'gray.900',
    whiteSpace: 'nowrap',
    transition: 'transform 0.15s, border-color 0.15s',
    _hover: { borderColor: 'primary' },
    _active: { transform: 'scale(0.96)' },
    _focusVisible: { outline: '2px solid token(colors.primaryStrong)', outlineOffset: '2px' },
  }),
};
