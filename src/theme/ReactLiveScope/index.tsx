import ReactLiveScope from '@theme-original/ReactLiveScope';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { DataGrid } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import dayjs from 'dayjs';

/**
 * Wrapped, not ejected: what live code blocks can use without importing it.
 * This module loads with the live editor, only on pages that have a live block.
 */
export default {
  ...ReactLiveScope,
  Box,
  Button,
  Stack,
  Typography,
  BarChart,
  LineChart,
  PieChart,
  DataGrid,
  AdapterDayjs,
  DateCalendar,
  DatePicker,
  LocalizationProvider,
  RichTreeView,
  SimpleTreeView,
  TreeItem,
  dayjs,
};
