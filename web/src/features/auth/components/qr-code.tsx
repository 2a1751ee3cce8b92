import { create } from 'qrcode';
import { Box } from '@mui/material';

/**
 * A QR code drawn as one SVG path from the `qrcode` library's module matrix (no canvas, no inline HTML,
 * nothing fetched), with a quiet zone of four modules. Dark on white whatever the theme, as scanners
 * expect. Its own chunk: only the authenticator set-up loads it.
 */
export default function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const width = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Box
        component="svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${width}`}
        shapeRendering="crispEdges"
        sx={{ width: size, maxWidth: '100%', height: 'auto', bgcolor: '#fff' }}
      >
        <rect width={width} height={width} fill="#fff" />
        <path d={path} fill="#000" />
      </Box>
    </Box>
  );
}
