import { issueSearchUrl, parseProductionError } from '../productionError';

describe('parseProductionError', () => {
  it('reads the error number and its arguments in order', () => {
    expect(parseProductionError('?code=42&args[]=rows&args[]=id')).toEqual({ code: 42, args: ['rows', 'id'] });
  });

  it('reads percent-encoded arguments, square brackets included', () => {
    expect(parseProductionError('?code=7&args%5B%5D=%3Cimg%20src%3Dx%3E')).toEqual({ code: 7, args: ['<img src=x>'] });
  });

  it('accepts an error without arguments', () => {
    expect(parseProductionError('?code=3')).toEqual({ code: 3, args: [] });
  });

  it.each([[''], ['?code='], ['?code=abc'], ['?code=-1'], ['?code=1.5'], ['?code=12345678'], ['?args[]=x']])(
    'finds no error in %p',
    (search) => {
      expect(parseProductionError(search)).toBeNull();
    },
  );
});

describe('issueSearchUrl', () => {
  it('searches the tracker for the error number', () => {
    expect(issueSearchUrl('https://github.com/mui/mui-x/issues/', 42)).toBe('https://github.com/mui/mui-x/issues?q=%22error+%2342%22');
  });
});
