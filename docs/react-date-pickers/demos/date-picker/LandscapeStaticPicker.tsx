import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The toolbar beside the calendar needs about 480 px.
const LANDSCAPE_MIN_WIDTH = 480;

export default function LandscapeStaticPicker() {
  const [box, setBox] = React.useState<HTMLDivElement | null>(null);
  const [width, setWidth] = React.useState(0);

  React.useEffect(() => {
    if (!box) {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      setWidth(entry?.contentRect.width ?? 0);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box ref={setBox}>
        <StaticDatePicker
          orientation={width >= LANDSCAPE_MIN_WIDTH ? 'landscape' : 'portrait'}
          defaultValue={dayjs('2026-03-14')}
        />
      </Box>
    </LocalizationProvider>
  );
}
