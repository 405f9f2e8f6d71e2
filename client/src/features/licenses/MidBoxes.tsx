import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldError, Input } from '../../ui/Form.tsx';
import { MID_PART_LENGTH, MID_PARTS, splitPastedMid, type MidParts } from './mid.ts';
import { MidLegend } from './MidLegend.tsx';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  align-items: start;
  input { font-family: ${({ theme }) => theme.font.mono}; letter-spacing: 1px; text-align: center; }
`;

const Box = styled.div`
  display: grid;
  gap: 6px;
`;

const Notice = styled.p`
  margin: 10px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fffbeb;
  border: 1px solid #fde68a;
  color: #92400e;
  font-size: 14px;
`;

interface MidBoxesProps {
  value: MidParts;
  onChange: (parts: MidParts) => void;
  onBlur: () => void;
  /** each box's message, if any */
  errors: readonly (string | undefined)[];
  /** the activation-code notice, shown instead of the box messages */
  notice?: string;
  /** the activation codes on the page: pasting one spreads it over the boxes so the notice can tell */
  codes: readonly string[];
}

/**
 * The MID in four boxes of 8 (spec §5): typing moves on to the next box when one is full and Backspace in an
 * empty box goes back; pasting 32 or more characters into any box fills all four.
 */
export const MidBoxes = ({ value, onChange, onBlur, errors, notice, codes }: MidBoxesProps) => {
  const { t } = useLingui();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[index]?.focus();

  const type = (index: number, text: string) => {
    const parts = [...value] as MidParts;
    parts[index] = text;
    onChange(parts);
    if (text.length === MID_PART_LENGTH && value[index]!.length < MID_PART_LENGTH && index < MID_PARTS - 1) focus(index + 1);
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const parts = splitPastedMid(event.clipboardData.getData('text'), codes);
    if (!parts) return;
    event.preventDefault();
    onChange(parts);
    const last = parts.findLastIndex((part) => part !== '');
    focus(Math.max(last, 0));
  };
  const back = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    }
  };

  return (
    <Group aria-describedby={notice ? `${id}-notice` : undefined}>
      <MidLegend />
      <Boxes>
        {value.map((part, index) => {
          const error = notice ? undefined : errors[index];
          const number = index + 1;
          return (
            <Box key={index}>
              <Input
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                aria-label={t`MID part ${number}`}
                aria-invalid={error || notice ? true : undefined}
                aria-describedby={error ? `${id}-${index}` : undefined}
                value={part}
                maxLength={MID_PART_LENGTH}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => type(index, event.target.value)}
                onPaste={paste}
                onKeyDown={(event) => back(index, event)}
                onBlur={onBlur}
              />
              {error && (
                <FieldError id={`${id}-${index}`} role="alert">
                  {error}
                </FieldError>
              )}
            </Box>
          );
        })}
      </Boxes>
      {notice && (
        <Notice id={`${id}-notice`} role="alert">
          {notice}
        </Notice>
      )}
    </Group>
  );
};
