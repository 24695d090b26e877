import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily page views over two weeks for the five most read articles of a news site, in thousands.
const articles = [
  {
    title: 'Night trains are back',
    views: [12, 18, 25, 22, 19, 15, 14, 13, 12, 11, 10, 10, 9, 9],
  },
  {
    title: 'How the new tram line runs',
    views: [4, 5, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22],
  },
  {
    title: 'A guide to the food market',
    views: [7, 7, 8, 12, 7, 6, 7, 8, 13, 8, 7, 7, 8, 14],
  },
  {
    title: 'Election results, district by district',
    views: [2, 2, 3, 3, 2, 41, 33, 12, 6, 4, 3, 3, 2, 2],
  },
  {
    title: 'Ten walks along the river',
    views: [6, 6, 5, 6, 7, 6, 6, 5, 6, 7, 6, 6, 7, 6],
  },
];

export default function TourSparklineTable() {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Article</TableCell>
          <TableCell align="right">Views (14 days)</TableCell>
          <TableCell sx={{ width: 160 }}>Daily trend</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {articles.map((article) => (
          <TableRow key={article.title}>
            <TableCell>{article.title}</TableCell>
            <TableCell align="right">
              {article.views.reduce((sum, value) => sum + value, 0)}k
            </TableCell>
            <TableCell sx={{ py: 0.5 }}>
              <SparkLineChart
                data={article.views}
                height={32}
                width={150}
                showTooltip
                showHighlight
                valueFormatter={(value) => `${value}k views`}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
