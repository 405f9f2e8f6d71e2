import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import type { UploadProgressOptions } from '../../../lib/upload-fetch.ts';
import { MyPluginsDocument, UploadPluginDocument } from './documents.ts';
import { Verdict, type Outcome } from './Verdict.tsx';

/** The gateway refuses larger packages; saying so before sending saves the publisher a 20 MB wait. */
const MAX_BYTES = 20 * 1024 * 1024;

const Zone = styled.div<{ $over: boolean }>`
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.color.primary : theme.color.line)};
  background: ${({ theme, $over }) => ($over ? 'rgba(22, 100, 255, 0.05)' : theme.color.surface)};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(5)};
  text-align: center;
  color: ${({ theme }) => theme.color.text};
  p { margin: 0 0 12px; overflow-wrap: anywhere; }
`;

/** The visible control: a real button (the file input's own text would be the browser's, not ours). */
const Pick = styled.button`
  display: inline-block;
  padding: 10px 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible { outline: 3px solid rgba(22, 100, 255, 0.35); outline-offset: 2px; }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

const Progress = styled.progress`
  width: 100%;
  height: 10px;
  margin-top: 16px;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

/** Pick or drop a .zip; it uploads at once with its progress shown, and the validator's verdict follows. */
export const UploadBox = () => {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [upload] = useMutation(UploadPluginDocument, { refetchQueries: [MyPluginsDocument] });

  const send = async (file: File | undefined) => {
    if (!file || progress !== null) return;
    if (!/\.zip$/i.test(file.name)) return setOutcome({ kind: 'refused', file: file.name, reasons: [t`Choose a .zip file: an extension is uploaded as a zip package.`] });
    if (file.size > MAX_BYTES) return setOutcome({ kind: 'refused', file: file.name, reasons: [t`The package is larger than 20 MB; an extension package may be at most 20 MB.`] });
    setOutcome(null);
    setProgress(0);
    try {
      const fetchOptions: UploadProgressOptions = { onUploadProgress: (sent, total) => setProgress(total ? sent / total : 0) };
      const { data } = await upload({ variables: { file }, context: { silent: true, fetchOptions } });
      if (data) setOutcome({ kind: 'accepted', file: file.name, upload: data.uploadPlugin });
    } catch (error) {
      const reasons = CombinedGraphQLErrors.is(error) ? error.errors.flatMap((e) => e.message.split('\n')) : [t`The upload did not reach the server. Check your connection and try again.`];
      setOutcome({ kind: 'refused', file: file.name, reasons });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <Heading id={`${inputId}-title`}>
        <Trans>Upload an extension</Trans>
      </Heading>
      <Zone
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>
          <Trans>Drop your extension's .zip package here, or</Trans>
        </p>
        <Pick type="button" onClick={() => input.current?.click()} disabled={progress !== null}>
          <Trans>Choose a .zip file</Trans>
        </Pick>
        <input ref={input} type="file" accept=".zip,application/zip" hidden tabIndex={-1} onChange={(event) => void send(event.target.files?.[0])} />
        <Hint>
          <Trans>At most 20 MB. The package is checked at once; staff review it before it enters the market.</Trans>
        </Hint>
        {progress !== null && <Progress aria-label={t`Upload progress`} max={1} value={progress} />}
      </Zone>
      <div aria-live="polite">{outcome && <Verdict outcome={outcome} />}</div>
    </section>
  );
};
