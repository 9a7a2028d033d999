/** A small rocket-on-the-launchpad picture, drawn in SVG. */
export function OnItsWayArt() {
  return (
    <svg viewBox="0 0 240 180" className="h-40 w-auto md:h-48" aria-hidden="true">
      <defs>
        <linearGradient id="oiw-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0e7ff" />
          <stop offset="1" stopColor="#ede9fe" />
        </linearGradient>
        <linearGradient id="oiw-body" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="92" r="80" fill="url(#oiw-sky)" />
      <circle cx="52" cy="40" r="4" fill="#fb923c" />
      <circle cx="190" cy="56" r="3" fill="#34d399" />
      <circle cx="176" cy="24" r="2.5" fill="#818cf8" />
      <g className="origin-center animate-float">
        <path d="M120 28c18 14 26 38 26 62v22h-52V90c0-24 8-48 26-62Z" fill="url(#oiw-body)" />
        <circle cx="120" cy="72" r="10" fill="#fff" />
        <circle cx="120" cy="72" r="5.5" fill="#c7d2fe" />
        <path d="M94 96l-14 18v10l14-8ZM146 96l14 18v10l-14-8Z" fill="#fb923c" />
        <path d="M108 112h24l-4 14h-16Z" fill="#4338ca" />
        <path d="M112 128c2 10 6 16 8 20 2-4 6-10 8-20Z" fill="#fdba74" />
      </g>
      <rect x="60" y="158" width="120" height="8" rx="4" fill="#c7d2fe" />
    </svg>
  );
}
