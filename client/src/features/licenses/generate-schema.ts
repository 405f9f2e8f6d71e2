import { z } from 'zod';
import type { Translate } from '../../i18n/translate.ts';
import { emailField } from '../../lib/email-field.ts';
import { activationCodeEntered, isActivationCode, midPartProblem } from './mid.ts';

/**
 * The license dialog (spec §5): an activation code of the page entered as the MID gets its notice and the box
 * checks are skipped; otherwise each box is required and holds 8 letters or digits. The email is checked only
 * when the license is also sent by mail.
 */
export const generateSchema = (_: Translate, codesOnPage: readonly string[]) =>
  z
    .object({
      mid: z.tuple([z.string(), z.string(), z.string(), z.string()]),
      /** optional; the field stops at MACHINE_NAME_MAX characters and the gateway trims it */
      machineName: z.string(),
      byMail: z.boolean(),
      email: z.string(),
    })
    .superRefine((values, ctx) => {
      if (isActivationCode(values.mid, codesOnPage)) {
        ctx.addIssue({ code: 'custom', path: ['mid'], message: _(activationCodeEntered) });
      } else {
        values.mid.forEach((part, index) => {
          const problem = midPartProblem(part);
          if (problem) ctx.addIssue({ code: 'custom', path: ['mid', index], message: _(problem) });
        });
      }
      if (values.byMail) {
        const email = emailField(_).safeParse(values.email);
        if (!email.success) ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]!.message });
      }
    });

export type GenerateValues = z.infer<ReturnType<typeof generateSchema>>;

export const emptyGenerateValues = (): GenerateValues => ({ mid: ['', '', '', ''], machineName: '', byMail: false, email: '' });
