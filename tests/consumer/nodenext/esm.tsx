// An ES module of a `nodenext` app: the package's types resolve, so a wrong prop is an error rather than `any`.
import { Button, FamilyScope, Select, type ButtonProps } from '@beneficios/ui';
import { brandTheme, vars } from '@beneficios/ui/tokens';

const props: ButtonProps = { variant: 'secondary', children: 'Iniciar sesión' };

export const page = (
  <div style={brandTheme({ brand: '#b4182d' })}>
    <FamilyScope family="7706-1">
      <Button {...props} />
      {/* @ts-expect-error: not a variant of Button */}
      <Button variant="tertiary">Activar</Button>
      <Select label="Tipo de documento" placeholder="Seleccionar" options={[{ value: '8', label: 'DNI' }]} />
    </FamilyScope>
  </div>
);

export const brand: string = vars.color.brand;
