// A QR code as one SVG path: the dark modules of the code `uqr` encodes (medium error correction,
// a quiet zone of 2 modules), each a unit square, so the browser draws it crisp at any size.
import { encode } from 'uqr';

export interface QrPath {
  /** Modules across, quiet zone included: the SVG's viewBox side. */
  size: number;
  /** The `d` of a path drawing every dark module. */
  d: string;
}

export function qrPathOf(text: string): QrPath {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, d };
}
