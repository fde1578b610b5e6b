/**
 * Saves generated text or a binary answer (a PDF, 002 §7 mission print) as a file through a temporary link (000 §7.7
 * files; text defaults to text/plain).
 */
export function saveFile(fileName: string, content: string | Blob, type = 'text/plain'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: `${type};charset=utf-8` }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
