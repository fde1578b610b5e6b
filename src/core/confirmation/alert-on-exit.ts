/**
 * 000 §2.14 alertOnBackPress, driven by showAlertOnExit and existing reads: back asks 'Are you sure you want to go
 * back? All unsaved changes, such as readings, will be lost.' and leaving the page is prevented.
 */
export function alertOnExit(showAlertOnExit: boolean, readCount: number): boolean {
  return showAlertOnExit && readCount > 0;
}

/** The same rule as a descriptor's `alertOnBack` json-logic expression over the screen scope. */
export const alertOnExitRule = {
  and: [{ var: 'options.showAlertOnExit' }, { '>': [{ var: 'readings.tags' }, 0] }],
} as const;
