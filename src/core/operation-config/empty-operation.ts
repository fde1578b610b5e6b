import { commonOptionSpec } from './common-options.ts';
import type { OperationConfig } from './operation-config-types.ts';
import { tableDefaults } from './parse-option-table.ts';

/** What an input that is not an operation at all becomes: nothing set, unsupported and not enabled (no tile). */
export function emptyOperation(): OperationConfig {
  const options = tableDefaults(commonOptionSpec);
  return {
    id: '',
    code: '',
    description: '',
    type: null,
    supported: false,
    templatePath: options.templatePath,
    enabled: false,
    displayPriority: 0,
    disableWorkstationCheck: options.disableWorkstationCheck,
    icon: '',
    formSchema: [],
    asnFormSchema: [],
    actions: [],
    saveOnReadActionCode: options.saveOnReadActionCode,
    attributes: {},
    itemStatuses: { ignore: [], ignoreWithReason: [], warning: [], error: [] },
    options,
    kindOptions: { kind: 'unsupported' },
    extraOptions: {},
  };
}
