export interface PlaceholderPageInfo {
  path: string;
  title: string;
  intro: string;
}

/** Routes this remote owns whose full pages come in a later issue. */
export const placeholderPages: PlaceholderPageInfo[] = [
  { path: '/team', title: 'Meet Our Team', intro: 'Our athletic trainers, coaches and nutrition experts.' },
  { path: '/apps', title: 'Companion Apps', intro: 'Training, nutrition and game apps from our team.' },
  { path: '/mobile', title: 'Mobile Companion', intro: 'Shop, book and train from your phone.' },
  { path: '/shop', title: 'Shop', intro: 'Gear and digital programs for athletes.' },
  { path: '/contact', title: 'Contact Us', intro: 'Questions about our services? Get in touch.' },
  { path: '/genesweep', title: 'GeneSweep', intro: 'A genetics puzzle game for curious minds.' },
  { path: '/genesweep/privacy', title: 'GeneSweep Privacy Policy', intro: 'How GeneSweep handles your data.' },
  { path: '/genesweep/support', title: 'GeneSweep Support', intro: 'Help with GeneSweep.' },
  { path: '/genesweep/terms', title: 'GeneSweep Terms of Use', intro: 'The GeneSweep license agreement (EULA).' },
];
