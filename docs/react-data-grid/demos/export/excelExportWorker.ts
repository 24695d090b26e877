import { setupExcelExportWebWorker } from '@mui/x-data-grid-premium/setupExcelExportWebWorker';
import { addSalaryTotal } from './addSalaryTotal';

// The worker's side: it answers the grid's message by building the workbook.
// Functions cannot be posted to a worker, so the post-processing is given here
// instead of in the export options.
setupExcelExportWebWorker({ exceljsPostProcess: addSalaryTotal });
