import styled from 'styled-components';

/**
 * The accounts as a table on wide screens and as one card per account on small ones (the rows keep
 * their table roles when laid out as cards: see the explicit `role`s in UserRoles). Nothing is wider
 * than the screen, and a word (an e-mail, the role badge) is broken only where a card ends.
 */
export const AccountsTable = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;
  & thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  & tbody { display: grid; gap: 12px; }
  & tr {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 4px 12px;
    padding: 14px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  & td { display: block; min-width: 0; overflow-wrap: anywhere; color: ${({ theme }) => theme.colors.muted}; }
  & td[data-column='name'] { font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
  & td[data-column='role'] { grid-column: 2; grid-row: 1; }
  & td[data-column='username'], & td[data-column='email'], & td[data-column='change'], & td[data-column='clinician'] { grid-column: 1 / -1; }
  & td[data-column='change'] { margin-top: 6px; }
  & [data-role-badge] { white-space: nowrap; }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: table;
    & thead { display: table-header-group; position: static; width: auto; height: auto; overflow: visible; clip: auto; }
    & tbody { display: table-row-group; }
    & tr { display: table-row; padding: 0; border: 0; border-radius: 0; background: none; }
    & th, & td {
      display: table-cell;
      padding: 10px 8px;
      text-align: left;
      vertical-align: middle;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      overflow-wrap: break-word;
      color: ${({ theme }) => theme.colors.text};
    }
    & td[data-column='name'] { font-weight: 400; }
    & td[data-column='change'] { margin-top: 0; }
  }
`;
