// @vitest-environment jsdom
import { act, createElement as h, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readTypedBeforeHydration,
  restoreTypedAfterHydration,
  type TypedBeforeHydration,
} from './typedBeforeHydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface FormState {
  nombre: string;
  tipo: string;
  acepta: boolean;
  notas: string;
  dejados: string[];
}

/** A controlled form like the portal's: each change goes through React state, a re-render follows every change. */
function Form({ onState }: { onState: (state: FormState) => void }) {
  const [state, setState] = useState<FormState>({ nombre: '', tipo: '1', acepta: false, notas: '', dejados: [] });
  useEffect(() => {
    onState(state);
  });
  const set = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));
  const leave = (field: string) => setState((s) => ({ ...s, dejados: [...s.dejados, field] }));
  return h(
    'form',
    null,
    h('input', {
      'aria-label': 'Nombre',
      value: state.nombre,
      onChange: (e: { target: HTMLInputElement }) => set({ nombre: e.target.value }),
      onBlur: () => leave('nombre'),
    }),
    h(
      'select',
      {
        'aria-label': 'Tipo',
        value: state.tipo,
        onChange: (e: { target: HTMLSelectElement }) => set({ tipo: e.target.value }),
      },
      h('option', { value: '1' }, 'DNI'),
      h('option', { value: '2' }, 'CE'),
    ),
    h('input', {
      type: 'checkbox',
      'aria-label': 'Acepto',
      checked: state.acepta,
      onChange: (e: { target: HTMLInputElement }) => set({ acepta: e.target.checked }),
    }),
    h('textarea', {
      'aria-label': 'Notas',
      value: state.notas,
      onChange: (e: { target: HTMLTextAreaElement }) => set({ notas: e.target.value }),
    }),
    h('input', { type: 'hidden', name: 'token', value: 'fijo', readOnly: true }),
  );
}

function Kept({ root, typed }: { root: HTMLElement; typed: TypedBeforeHydration }) {
  useEffect(() => {
    queueMicrotask(() => restoreTypedAfterHydration(root, typed));
  }, [root, typed]);
  return null;
}

/** The prerendered HTML of the form in a document, as the server sends it. */
function prerendered() {
  const root = document.createElement('div');
  root.innerHTML = renderToString(h('div', null, h(Form, { onState: () => {} })));
  document.body.append(root);
  const [nombre, tipo, acepta, notas] = [
    'input[aria-label="Nombre"]',
    'select',
    'input[type="checkbox"]',
    'textarea',
  ].map((s) => root.querySelector(s)!);
  return {
    root,
    nombre: nombre as HTMLInputElement,
    tipo: tipo as HTMLSelectElement,
    acepta: acepta as HTMLInputElement,
    notas: notas as HTMLTextAreaElement,
  };
}

async function hydrate(root: HTMLElement, typed: TypedBeforeHydration | null) {
  const states: FormState[] = [];
  await act(async () => {
    hydrateRoot(root, h('div', null, h(Form, { onState: (s) => states.push(s) }), typed && h(Kept, { root, typed })));
  });
  await act(async () => {});
  return states;
}

afterEach(() => document.body.replaceChildren());

describe('typed before hydration', () => {
  it('hands every changed control to the form state and keeps focus and caret', async () => {
    const { root, nombre, tipo, acepta, notas } = prerendered();
    nombre.value = 'María Fernanda';
    tipo.value = '2';
    acepta.checked = true;
    notas.value = 'Llamar de tarde';
    notas.focus();
    notas.setSelectionRange(3, 3);

    const states = await hydrate(root, readTypedBeforeHydration(root));

    expect(states.at(-1)).toMatchObject({
      nombre: 'María Fernanda',
      tipo: '2',
      acepta: true,
      notas: 'Llamar de tarde',
    });
    expect([nombre.value, tipo.value, acepta.checked, notas.value]).toEqual([
      'María Fernanda',
      '2',
      true,
      'Llamar de tarde',
    ]);
    expect(document.activeElement).toBe(notas);
    expect([notas.selectionStart, notas.selectionEnd]).toEqual([3, 3]);
    // The field that was left gets its blur; the focused one does not.
    expect(states.at(-1)?.dejados).toEqual(['nombre']);
  });

  it('follows what is typed between reading and restoring', async () => {
    const { root, nombre } = prerendered();
    nombre.value = 'Ma';
    const typed = readTypedBeforeHydration(root);
    nombre.value = 'María';
    nombre.dispatchEvent(new Event('input', { bubbles: true }));
    expect(typed.controls.map((c) => c.value)).toEqual(['María']);
    const states = await hydrate(root, typed);
    expect(states.at(-1)?.nombre).toBe('María');
  });

  it('keeps what was typed when React empties the field and leaving it fires a change', async () => {
    const { root, nombre } = prerendered();
    const typed = readTypedBeforeHydration(root);
    nombre.value = 'María';
    nombre.dispatchEvent(new Event('input', { bubbles: true }));
    // A re-render of the controlled field during hydration, then the customer moves to the next field.
    nombre.value = '';
    nombre.dispatchEvent(new Event('change', { bubbles: true }));
    expect(typed.controls.map((c) => c.value)).toEqual(['María']);
    const states = await hydrate(root, typed);
    expect(states.at(-1)?.nombre).toBe('María');
  });

  it('leaves untouched controls and an unchanged page alone', async () => {
    const { root } = prerendered();
    const typed = readTypedBeforeHydration(root);
    expect(typed.controls).toEqual([]);
    const states = await hydrate(root, typed);
    expect(states.at(-1)).toMatchObject({ nombre: '', tipo: '1', acepta: false, notas: '', dejados: [] });
  });

  it('without it, what was typed is lost on the first re-render', async () => {
    const { root, nombre } = prerendered();
    nombre.value = 'María Fernanda';
    const states = await hydrate(root, null);
    expect(states.at(-1)?.nombre).toBe('');
  });
});
