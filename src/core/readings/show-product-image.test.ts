import { showsProductImage } from './show-product-image.ts';

describe('showsProductImage() (000 §3 ApplicationSetting)', () => {
  it.each([
    ['yes', true],
    ['PublicUrl', true],
    ['privateUrl', true],
    [' True ', true],
    [undefined, false],
    ['', false],
    ['False', false],
    ['no', false],
  ])('[000-3-appsetting-03] [000-3-appsetting-04] should read %j as %s', (value, expected) => {
    expect(showsProductImage(value)).toBe(expected);
  });
});
