/**
 * The carton label of cartonization (001 §3 Carton label data, §5, §7 Carton label, §9): the operation's ZPL template
 * with [FIELD] placeholders filled from operation_id, items_quantity, the checklist's attributes and the carton number
 * (the carton code without its leading '999'); printed at the workstation's cartonizationUSAPrinterIP, else the
 * operation's printerIP.
 */

/** 001 §9: the carton number is the code with a leading '999' removed. */
export function cartonNumber(parcelCode: string): string {
  return parcelCode.startsWith('999') ? parcelCode.slice(3) : parcelCode;
}

export interface CartonLabelValues {
  operationId: string;
  parcelCode: string;
  itemsQuantity: number;
  checklistAttributes: Readonly<Record<string, unknown>>;
}

const scalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The label's values by field name: the checklist's attributes, then operation_id, items_quantity and CARTON_NUMBER. */
export function cartonLabelFields(values: CartonLabelValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values.checklistAttributes)) fields[name] = scalar(value);
  fields.operation_id = values.operationId;
  fields.items_quantity = String(values.itemsQuantity);
  fields.CARTON_NUMBER = cartonNumber(values.parcelCode);
  return fields;
}

/** The template with each [FIELD] it names replaced; a field without a value prints empty. */
export function fillLabelTemplate(template: string, fields: Readonly<Record<string, string>>): string {
  // ZPL's own commands use ^ and ~, never square brackets, so [NAME] is safe to replace.
  return template.replace(/\[([A-Za-z0-9_]+)\]/g, (_match, name: string) =>
    (Object.hasOwn(fields, name) ? fields[name] : '')!.replace(/[\^~]/g, ' '),
  );
}

/** 001 §5: the workstation's cartonizationUSAPrinterIP, else the operation's printerIP; '' when neither. */
export function cartonPrinterIp(
  workstationAttributes: Readonly<Record<string, unknown>>,
  operationAttributes: Readonly<Record<string, unknown>>,
): string {
  return scalar(workstationAttributes.cartonizationUSAPrinterIP).trim() || scalar(operationAttributes.printerIP).trim();
}
