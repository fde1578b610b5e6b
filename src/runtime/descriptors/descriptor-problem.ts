/** What is wrong in a descriptor, named so a configurator can find it: the file, the JSON path, what was expected. */
export interface DescriptorProblem {
  file: string;
  path: string;
  message: string;
}

export const formatProblem = (p: DescriptorProblem) => `${p.file} ${p.path}: ${p.message}`;
