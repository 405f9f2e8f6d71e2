import styled from 'styled-components';

const Panel = styled.div`
  background: #081224;
  border: 1px solid rgba(148, 163, 184, 0.2);
  border-radius: 12px;
  box-shadow: 0 30px 80px rgba(0, 0, 0, 0.45);
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 13px;
  color: #cbd5e1;
  overflow: hidden;
`;

const Bar = styled.div`
  display: flex;
  gap: 6px;
  padding: 10px 14px;
  background: rgba(255, 255, 255, 0.04);
  span { width: 10px; height: 10px; border-radius: 50%; background: #334155; }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 14px 18px 18px;
  li { display: grid; grid-template-columns: 104px 48px minmax(0, 1fr) auto; gap: 12px; padding: 5px 0; border-bottom: 1px dashed rgba(148, 163, 184, 0.12); }
  li span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: 480px) { padding: 10px 12px 12px; font-size: 11.5px; li { gap: 8px; grid-template-columns: minmax(0, 1.1fr) 38px minmax(0, 2fr) auto; } }
  li:last-child { border-bottom: 0; }
  .port { color: #7dd3fc; }
  .high { color: #f87171; font-weight: 700; }
  .ok { color: #35d0ba; }
`;

const sample = [
  ['10.20.1.15', '443', 'https · nginx 1.24', 'ok'],
  ['10.20.1.15', '8443', 'https · FortiOS', 'high'],
  ['10.20.1.32', '22', 'ssh · OpenSSH 9.6', 'ok'],
  ['10.20.1.40', '8090', 'http · Confluence', 'high'],
  ['10.20.1.41', '3306', 'mysql · 8.0.36', 'ok'],
  ['10.20.1.77', '9200', 'http · Elasticsearch', 'ok'],
] as const;

/** A decorative glimpse of a scan result; it carries no information of its own. */
export const ScanPreview = () => (
  <Panel aria-hidden="true">
    <Bar>
      <span />
      <span />
      <span />
    </Bar>
    <Rows>
      {sample.map(([ip, port, service, level]) => (
        <li key={ip + port}>
          <span>{ip}</span>
          <span className="port">{port}</span>
          <span>{service}</span>
          <span className={level}>{level === 'high' ? 'CVE' : '●'}</span>
        </li>
      ))}
    </Rows>
  </Panel>
);
