export interface Claim {
  id: number;
  department: string;
  employee: string;
  category: 'Travel' | 'Meals' | 'Software' | 'Training';
  amount: number;
  submitted: string;
}

const people: Array<[string, string]> = [
  ['Engineering', 'Ines Duarte'],
  ['Engineering', 'Kwame Mensah'],
  ['Engineering', 'Sofia Marchetti'],
  ['Sales', 'Daniel Novak'],
  ['Sales', 'Leila Farouk'],
  ['Marketing', 'Chen Wei'],
  ['Marketing', 'Ruth Abebe'],
  ['Finance', 'Pavel Sokolov'],
];

const categories: Claim['category'][] = ['Travel', 'Meals', 'Software', 'Training'];

export const claims: Claim[] = Array.from({ length: 32 }, (_, index) => {
  const [department, employee] = people[(index * 5) % people.length] ?? [
    'Engineering',
    'Ines Duarte',
  ];
  const category = categories[(index * 3) % categories.length] ?? 'Travel';
  const base = { Travel: 420, Meals: 45, Software: 180, Training: 650 }[category];
  return {
    id: index + 1,
    department,
    employee,
    category,
    amount: Math.round(base * (0.6 + ((index * 37) % 80) / 100) * 100) / 100,
    submitted: `2026-04-${String((index % 28) + 1).padStart(2, '0')}`,
  };
});
