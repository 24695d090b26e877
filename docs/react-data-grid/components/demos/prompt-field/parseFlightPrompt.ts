/**
 * Turns a short request about the departures board into a filter model and a sort model.
 * It looks for airline, city and status names, a price or delay limit, and a few words that
 * imply an order ("cheapest", "longest delay"). It runs in the browser, with no model and no
 * network: a stand-in for the service a real application would call.
 */
import type {
  GridFilterItem,
  GridFilterModel,
  GridSortModel,
} from '@mui/x-data-grid-premium';
import { AIRLINES, DESTINATIONS, STATUSES } from './flights';

export interface FlightPromptAnswer {
  filterModel: GridFilterModel;
  sortModel: GridSortModel;
  summary: string;
}

const ORDER_WORDS: [RegExp, GridSortModel[number], string][] = [
  [
    /\b(cheapest|lowest price|least expensive)\b/,
    { field: 'price', sort: 'asc' },
    'cheapest first',
  ],
  [
    /\b(most expensive|highest price)\b/,
    { field: 'price', sort: 'desc' },
    'most expensive first',
  ],
  [
    /\b(longest|worst) delay/,
    { field: 'delayMinutes', sort: 'desc' },
    'longest delay first',
  ],
  [
    /\b(emptiest|most seats)\b/,
    { field: 'seatsLeft', sort: 'desc' },
    'most seats first',
  ],
  [
    /\b(earliest|soonest|first departures?)\b/,
    { field: 'departure', sort: 'asc' },
    'earliest first',
  ],
  [
    /\b(latest|last departures?)\b/,
    { field: 'departure', sort: 'desc' },
    'latest first',
  ],
];

function mentioned(text: string, values: string[]) {
  return values.filter((value) =>
    new RegExp(`\\b${value.toLowerCase()}\\b`).test(text),
  );
}

export function parseFlightPrompt(prompt: string): FlightPromptAnswer {
  const text = prompt.toLowerCase().replace(/\s+/g, ' ').trim();
  const items: GridFilterItem[] = [];
  const sortModel: GridSortModel[number][] = [];
  const parts: string[] = [];

  if (/^(reset|clear|all flights|show everything)$/.test(text)) {
    return {
      filterModel: { items: [] },
      sortModel: [],
      summary: 'Showing every flight.',
    };
  }

  const airlines = mentioned(text, AIRLINES);
  if (airlines.length > 0) {
    items.push({
      id: 'airline',
      field: 'airline',
      operator: 'isAnyOf',
      value: airlines,
    });
    parts.push(airlines.join(' or '));
  }
  const cities = mentioned(text, DESTINATIONS);
  if (cities.length > 0) {
    items.push({
      id: 'destination',
      field: 'destination',
      operator: 'isAnyOf',
      value: cities,
    });
    parts.push(`to ${cities.join(' or ')}`);
  }
  const statuses = mentioned(text, STATUSES).concat(
    /\bcanceled\b/.test(text) ? ['Cancelled'] : [],
  );
  if (statuses.length > 0) {
    items.push({
      id: 'status',
      field: 'status',
      operator: 'isAnyOf',
      value: statuses,
    });
    parts.push(statuses.join(' or ').toLowerCase());
  }

  const price = text.match(/\b(under|below|less than|max(?:imum)?)\s*€?\s*(\d+)/);
  if (price) {
    items.push({
      id: 'price',
      field: 'price',
      operator: '<',
      value: Number(price[2]),
    });
    parts.push(`under €${price[2]}`);
  }
  const delay = text.match(/\b(?:delayed|late) (?:by )?(?:more than|over) (\d+)/);
  if (delay) {
    items.push({
      id: 'delay',
      field: 'delayMinutes',
      operator: '>',
      value: Number(delay[1]),
    });
    parts.push(`more than ${delay[1]} min late`);
  }

  ORDER_WORDS.forEach(([pattern, sortItem, label]) => {
    if (
      pattern.test(text) &&
      !sortModel.some((item) => item.field === sortItem.field)
    ) {
      sortModel.push(sortItem);
      parts.push(label);
    }
  });

  if (parts.length === 0) {
    throw new Error(
      'Name an airline, a city, a status, a price limit or an order such as "cheapest".',
    );
  }
  return {
    filterModel: { items },
    sortModel,
    summary: `Applied: ${parts.join(', ')}.`,
  };
}
