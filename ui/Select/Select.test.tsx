import { describe, expect, it } from 'vitest';
import { render } from '../../tests/browser/render';
import { Select } from './Select';

const options = [
  { value: '8', label: 'DNI' },
  { value: '6', label: 'CE' },
];

describe('Select', () => {
  it('with a placeholder and no value, submits no choice, also after a form reset', async () => {
    const container = await render(
      <form>
        <Select name="tipo" label="Tipo de documento" placeholder="Seleccionar" options={options} />
      </form>,
    );
    const form = container.querySelector('form')!;
    const select = form.querySelector('select')!;
    expect(select.value).toBe('');
    // The placeholder is a disabled option, so the form sends no document type at all (and `required` stops it).
    expect(new FormData(form).has('tipo')).toBe(false);
    select.value = '6';
    form.reset();
    expect(select.value).toBe('');
  });

  it('keeps a default value given with the placeholder', async () => {
    const container = await render(
      <Select label="Tipo de documento" placeholder="Seleccionar" options={options} defaultValue="6" />,
    );
    expect(container.querySelector('select')!.value).toBe('6');
  });

  it('without a placeholder, starts on the first option as a native select does', async () => {
    const container = await render(<Select label="Tipo de documento" options={options} />);
    expect(container.querySelector('select')!.value).toBe('8');
  });
});
