/** The example second brand of the toolbar: another of the lender's apps, a red brand, as an app would declare it. */
export const exampleBrand = { brand: '#b4182d' };
