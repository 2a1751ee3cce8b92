import { useId } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TrustedPerson } from '@circles/shared/reports/round';
import type { Relation } from '@circles/shared/reports/fields';
import { msg } from '@circles/shared/messages/reports';
import type { MISSING } from '@circles/shared/scoring/values';
import { circleLayout, PERSON_RADIUS, visibleContacts } from '../utils/circle';
import { VisuallyHidden } from '../../../components/ui/visually-hidden-box';
import { printBlockSx, PRINT_BLOCK_CLASS } from './report-block';

const RELATION_COLOURS: Record<Relation, { fill: string; stroke: string }> = {
  Family: { fill: '#dbe9f4', stroke: '#1f5f8b' },
  Friend: { fill: '#e8e0f3', stroke: '#5b3f8c' },
  Neighbour: { fill: '#dcefdc', stroke: '#2e7d32' },
  Other: { fill: '#efe5dc', stroke: '#6d4c41' },
};

/** A name cut to fit a circle of radius 35 (the full name is in the circle's title and the table). */
function shortName(name: string): string {
  return name.length > 9 ? `${name.slice(0, 8)}…` : name;
}

/** The people of the circle as a table: the diagram's text equivalent, or the Primary Circle list. */
export function CircleTable({
  people,
  hidden = false,
}: {
  people: readonly TrustedPerson[];
  hidden?: boolean;
}) {
  const layout = circleLayout(people);
  const table = (
    <Table size="small" sx={{ width: 'auto' }}>
      {hidden && <caption>{msg('reports.circle.tableCaption')}</caption>}
      <TableHead>
        <TableRow>
          <TableCell>{msg('reports.circle.colName')}</TableCell>
          <TableCell>{msg('reports.circle.colRelation')}</TableCell>
          <TableCell>{msg('reports.circle.colFrequency')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {layout.nodes.map((n, i) => (
          <TableRow key={`${n.person.name}-${i}`}>
            <TableCell>{n.person.name}</TableCell>
            <TableCell>{n.group}</TableCell>
            <TableCell>{n.frequency}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return hidden ? <VisuallyHidden>{table}</VisuallyHidden> : table;
}

/**
 * The community circle diagram (spec 000 §1, §9): the member in the middle, each trusted person a
 * circle of radius 35 on the ring of how often they are in contact, coloured by relation; skipped
 * contacts (blank name, Never) are left out. Screen readers get its summary and a table of the people.
 * Sized from the data in px, never from the viewport. On a phone the diagram shrinks to half its size
 * or less, where its names and ring labels are too small to read: the table is shown under it there.
 */
export function CommunityCircle({
  people,
}: {
  people: readonly TrustedPerson[] | typeof MISSING | undefined;
}) {
  const shown = visibleContacts(people);
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (shown.length === 0) return <p>{msg('reports.empty.noAvailableData')}</p>;
  const layout = circleLayout(shown);
  const { size, centre } = layout;
  return (
    <Box className={PRINT_BLOCK_CLASS} sx={printBlockSx}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
        style={{ maxWidth: '100%', height: 'auto' }}
      >
        <title id={titleId}>{msg('reports.circle.description', { count: layout.nodes.length })}</title>
        {layout.rings.map((ring) => (
          <g key={ring.ring}>
            <circle
              cx={centre}
              cy={centre}
              r={ring.radius}
              fill="none"
              stroke="#9e9e9e"
              strokeDasharray="4 4"
            />
            <text x={centre} y={centre - ring.radius - 4} textAnchor="middle" fontSize={11} fill="#424242">
              {ring.label}
            </text>
          </g>
        ))}
        <circle cx={centre} cy={centre} r={PERSON_RADIUS} fill="#1f5f8b" />
        <text x={centre} y={centre + 5} textAnchor="middle" fontSize={14} fontWeight={700} fill="#ffffff">
          {msg('reports.circle.me')}
        </text>
        {layout.nodes.map((n, i) => {
          const colours = RELATION_COLOURS[n.person.relation];
          return (
            <g key={`${n.person.name}-${i}`} data-ring={n.ring}>
              <title>{`${n.person.name}, ${n.group}, ${n.frequency}`}</title>
              <circle
                cx={n.x}
                cy={n.y}
                r={PERSON_RADIUS}
                fill={colours.fill}
                stroke={colours.stroke}
                strokeWidth={3}
              />
              <text x={n.x} y={n.y + 4} textAnchor="middle" fontSize={12} fill="#1a1a1a">
                {shortName(n.person.name)}
              </text>
            </g>
          );
        })}
      </svg>
      <CircleTable people={shown} hidden={!phone} />
    </Box>
  );
}
