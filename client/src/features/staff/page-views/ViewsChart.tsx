import { Trans } from '@lingui/react/macro';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { useId } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import styled from 'styled-components';
import { Table, TableScroll } from '../../../ui/Table.tsx';

// Only what these charts draw is registered, so the lazy chunk carries no more of chart.js than it uses.
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

const PALETTE = ['#1f6feb', '#d9480f', '#2f9e44', '#7048e8', '#c2255c', '#0c8599'];

export interface Series {
  name: string;
  /** one count per day, in the order of `days` */
  counts: number[];
}

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  figcaption { font-weight: 600; margin-bottom: ${({ theme }) => theme.space(2)}; }
  .plot { position: relative; height: 260px; }
  details { margin-top: ${({ theme }) => theme.space(2)}; }
`;

/**
 * A chart of counts per day, one series each (stacked bars or lines), drawn by chart.js on a canvas. The canvas is
 * an image named by its caption and described in words; the same numbers are a table just under it.
 */
export const ViewsChart = ({ title, summary, days, series, kind }: { title: string; summary: string; days: string[]; series: Series[]; kind: 'bar' | 'line' }) => {
  const captionId = useId();
  const summaryId = useId();
  const data = {
    labels: days,
    datasets: series.map((one, index) => ({
      label: one.name,
      data: one.counts,
      backgroundColor: PALETTE[index % PALETTE.length],
      borderColor: PALETTE[index % PALETTE.length],
    })),
  };
  const stacked = kind === 'bar';
  const options = { responsive: true, maintainAspectRatio: false, animation: false as const, scales: { x: { stacked }, y: { stacked, beginAtZero: true, ticks: { precision: 0 } } } };
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <div className="plot">
        {kind === 'bar' ? (
          <Bar data={data} options={options} role="img" aria-labelledby={captionId} aria-describedby={summaryId} />
        ) : (
          <Line data={data} options={options} role="img" aria-labelledby={captionId} aria-describedby={summaryId} />
        )}
      </div>
      <p id={summaryId}>{summary}</p>
      <details>
        <summary>
          <Trans>The numbers as a table</Trans>
        </summary>
        <TableScroll aria-label={title}>
          <Table>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Day</Trans>
                </th>
                {series.map((one) => (
                  <th key={one.name} scope="col">
                    {one.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {series.map((one) => (
                    <td key={one.name}>{one.counts[index]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </details>
    </Figure>
  );
};
