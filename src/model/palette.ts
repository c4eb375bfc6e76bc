/** Frame colours offered on /edit (docs/using.md, Controls and AI box), plus Custom through a colour input. */
export interface PaletteColour {
  readonly hex: string;
  readonly label: string;
}

export const DEFAULT_FRAME_COLOUR = '#FFFFFF';

export const FRAME_PALETTE: readonly PaletteColour[] = [
  { hex: '#FFFFFF', label: 'Pure White' },
  { hex: '#000000', label: 'Jet Black' },
  { hex: '#E63946', label: 'Ruby Red' },
  { hex: '#FFE5E5', label: 'Light Pink' },
  { hex: '#457B9D', label: 'Royal Blue' },
  { hex: '#2A9D8F', label: 'Forest Green' },
  { hex: '#B76E79', label: 'Rose Gold' },
  { hex: '#B5838D', label: 'Lavender Mist' },
  { hex: '#C0C0C0', label: 'Metallic Silver' },
  { hex: '#A8DADC', label: 'Mint Cream' },
  { hex: '#D3D3D3', label: 'Light Gray' },
];
