// Stateful parts go through their shared entry points, never a relative path, so every import of
// them (this barrel included) reaches the one instance the shell provides.
export { theme, mq, GlobalStyle, UiProvider, type Theme } from '@wsms/ui/theme';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { Card, CardTitle, CardDescription, CardMeta } from './components/card';
export { Badge, type BadgeVariant } from './components/badge';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { Field, type FieldProps, type ControlProps } from './components/field';
export { Input, Select, Textarea } from './components/controls';
export { Dialog, type DialogProps } from './components/dialog';
export { Spinner, Loading } from './components/spinner';
export { LoadError, type LoadErrorProps } from './components/load-error';
export { LoadMore, type LoadMoreProps } from './components/load-more';
export { AreaHeader, type AreaHeaderProps } from './components/area-header';
export { uplotCss } from './components/uplot-css';
export { Container, Section, Grid, VisuallyHidden, FactList } from './components/layout';
export {
  toast,
  dismiss,
  resetToasts,
  useToast,
  Toaster,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from '@wsms/ui/toast';
export { RemoteRoutes, type RemoteRoutesProps } from './routing/remote-routes';
export { useUrlFilter } from './routing/use-url-filter';
export { SearchBox, type SearchBoxProps } from './components/search-box';
export { useDocumentTitle, SITE_NAME } from './hooks/use-document-title';
export { useMetaDescription } from './hooks/use-meta-description';
export { useNow } from './hooks/use-now';
