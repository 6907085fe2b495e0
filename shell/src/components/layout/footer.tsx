import { business } from '../../config/business';
import { Columns, Copyright, FooterBox, FooterLink, List } from './footer-styles';

const services = [
  { to: '/services', label: 'Sports Medicine' },
  { to: '/services', label: 'Performance Coaching' },
  { to: '/services', label: 'Nutrition Consultation' },
  { to: '/performance-training', label: 'Performance Training' },
];

const company = [
  { to: '/team', label: 'Our Team' },
  { to: '/private-classes', label: 'Private Classes' },
  { to: '/shop', label: 'Shop' },
  { to: '/apps', label: 'Apps' },
  { to: '/contact', label: 'Contact' },
];

export function Footer() {
  return (
    <FooterBox>
      <Columns>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{business.name}</h2>
          <p>Sports medicine, performance coaching and nutrition for athletes at six martial-arts gyms across Massachusetts.</p>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <List>{services.map((l) => <li key={l.label}><FooterLink to={l.to}>{l.label}</FooterLink></li>)}</List>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <List>
            {company.map((l) => <li key={l.label}><FooterLink to={l.to}>{l.label}</FooterLink></li>)}
            <li><FooterLink to="/login">Login</FooterLink></li>
          </List>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address style={{ fontStyle: 'normal' }}>
            <List>
              <li>{business.address}</li>
              <li>Phone: {business.phone}</li>
              <li>Email: {business.email}</li>
            </List>
          </address>
        </section>
      </Columns>
      <Copyright>© {new Date().getFullYear()} {business.name}. All rights reserved.</Copyright>
    </FooterBox>
  );
}
