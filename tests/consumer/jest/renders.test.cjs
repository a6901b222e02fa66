// A team's Jest suite (CommonJS, jsdom, no transform) renders the package's components as its own tests would.
const { act, createElement: h } = require('react');
const { createRoot } = require('react-dom/client');
const { Button, Select, TextField } = require('@beneficios/ui');

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

test('renders a button, a text field and a select from the package, labelled', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    createRoot(container).render(
      h(
        'form',
        null,
        h(TextField, { label: 'Nombres', error: 'Ingresar solo letras y espacios' }),
        h(Select, { label: 'Tipo de documento', placeholder: 'Elige uno', options: [{ value: 'dni', label: 'DNI' }] }),
        h(Button, { type: 'submit' }, 'Activar'),
      ),
    );
  });
  const input = container.querySelector('input');
  expect(input.labels[0].textContent).toContain('Nombres');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(container.querySelector('select').value).toBe('');
  expect(container.querySelector('button').textContent).toBe('Activar');
});
