'use client';

import { useState } from 'react';
import { Button, Modal, Select } from '@beneficios/ui';

/** A client component of the app: its own state, and the package's interactive components. */
export function Conditions() {
  const [documento, setDocumento] = useState('');
  return (
    <form aria-label="Tus datos">
      <Select
        label="Tipo de documento"
        placeholder="Elige uno"
        options={[
          { value: 'dni', label: 'DNI' },
          { value: 'ce', label: 'Carné de extranjería' },
        ]}
        value={documento}
        onValueChange={setDocumento}
      />
      <p>{documento ? `Elegiste ${documento.toUpperCase()}` : 'Aún no eliges un documento'}</p>
      <Modal
        trigger={<Button type="button">Ver condiciones</Button>}
        title="Condiciones del servicio"
        footer={
          <Modal.Close asChild>
            <Button type="button">Entendido</Button>
          </Modal.Close>
        }
      >
        <p>Las consultas de telemedicina no tienen costo para ti.</p>
      </Modal>
    </form>
  );
}
