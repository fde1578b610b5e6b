/**
 * 000 §3 ApplicationSetting showProductImage: 'yes', a private-URL mode value or PublicUrl show product images;
 * absent (the default, False) or a false/no value hides them.
 */
export function showsProductImage(value: string | undefined): boolean {
  const setting = value?.trim().toLowerCase() ?? '';
  return setting !== '' && setting !== 'false' && setting !== 'no';
}
