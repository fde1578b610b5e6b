import type { TFunction } from 'i18next';
import type { ToastRequest } from '../../core/dialogs.ts';
import type { FormProblem } from '../../core/forms/validate-form.ts';

/** The toasts of a refused submit (000 §5 Forms) and the message shown under the field concerned. */
export function problemToasts(problem: FormProblem, t: TFunction): { toasts: ToastRequest[]; fieldMessage?: string } {
  switch (problem.kind) {
    case 'required': {
      const title = t('forms.fieldRequired', { label: problem.label });
      return { toasts: [{ status: 'error', title }], fieldMessage: title };
    }
    case 'pattern': {
      const message = problem.message ?? t('forms.formValidationMessage', { label: problem.label });
      return {
        toasts: [{ status: 'error', title: t('forms.formValidationTitle'), description: message }],
        fieldMessage: message,
      };
    }
    case 'limit': {
      const message = t(`forms.limits.${problem.rule}`, { label: problem.label, limit: problem.limit });
      return {
        toasts: [{ status: 'error', title: t('forms.formValidationTitle'), description: message }],
        fieldMessage: message,
      };
    }
    case 'custom':
      return {
        toasts: problem.messages.map((message) => ({
          status: 'error',
          title: t('forms.errorTitle'),
          description: message,
        })),
      };
  }
}
