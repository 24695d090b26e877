import React, { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import ReactLiveScope from '@theme-original/ReactLiveScope';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

/**
 * A component of the scope whose package loads the first time a live block renders it. It waits in a Suspense
 * boundary of its own: the live block's boundary would hide the editor while the package loads, and a reader who
 * had started typing would lose the caret and what they typed next.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `any` props: the constraint React.lazy itself puts on what it wraps
function lazyComponent<Component extends ComponentType<any>>(load: () => Promise<Component>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LoadingScopeComponent(props: ComponentProps<Component>): ReactNode {
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LoadingScopeComponent;
}

/**
 * Wrapped, not ejected: what live code blocks can use without importing it.
 *
 * The MUI X components are lazy: a block that draws a bar chart loads the charts package and not the Data Grid,
 * the pickers or the Tree View. Values a block passes around rather than renders (the date adapter, dayjs) are
 * small and stay eager.
 */
export default {
  ...ReactLiveScope,
  Box,
  Button,
  Stack,
  Typography,
  AdapterDayjs,
  LocalizationProvider,
  dayjs,
  BarChart: lazyComponent(() => import('@mui/x-charts/BarChart').then((module) => module.BarChart)),
  LineChart: lazyComponent(() => import('@mui/x-charts/LineChart').then((module) => module.LineChart)),
  PieChart: lazyComponent(() => import('@mui/x-charts/PieChart').then((module) => module.PieChart)),
  DataGrid: lazyComponent(() => import('@mui/x-data-grid').then((module) => module.DataGrid)),
  DateCalendar: lazyComponent(() => import('@mui/x-date-pickers/DateCalendar').then((module) => module.DateCalendar)),
  DatePicker: lazyComponent(() => import('@mui/x-date-pickers/DatePicker').then((module) => module.DatePicker)),
  RichTreeView: lazyComponent(() => import('@mui/x-tree-view/RichTreeView').then((module) => module.RichTreeView)),
  SimpleTreeView: lazyComponent(() => import('@mui/x-tree-view/SimpleTreeView').then((module) => module.SimpleTreeView)),
  TreeItem: lazyComponent(() => import('@mui/x-tree-view/TreeItem').then((module) => module.TreeItem)),
};
