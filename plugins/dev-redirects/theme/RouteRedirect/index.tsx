import React, { type ReactNode } from 'react';
import { Redirect } from '@docusaurus/router';

/** A route that sends the reader on to another page (development server only, see plugins/dev-redirects). */
export default function RouteRedirect({ to }: { to: string }): ReactNode {
  return <Redirect to={to} />;
}
