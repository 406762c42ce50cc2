import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BrandAnalyzerPage } from './brand-analyzer-page';

async function replace(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('BrandAnalyzerPage', () => {
  it('shows the page title and the default colours passing AA', () => {
    render(<BrandAnalyzerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Brand Analyzer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Primary colour (hex)')).toHaveValue('#2563eb');
    expect(screen.getByLabelText('Background colour (hex)')).toHaveValue('#ffffff');
    expect(screen.getByText('5.17:1')).toBeInTheDocument();
    expect(screen.getByText('Passes AA for all text sizes.')).toBeInTheDocument();
  });

  it('updates the name, handle and domain results as a name is typed', async () => {
    render(<BrandAnalyzerPage />);
    await userEvent.type(screen.getByLabelText('Brand name'), 'Café Nova!');

    expect(await screen.findByText('10 characters (8 letters)')).toBeInTheDocument();
    expect(screen.getByText('Good length')).toBeInTheDocument();
    expect(screen.getByText('@cafenova')).toBeInTheDocument();
    expect(screen.getByText('X (Twitter): 8/15 characters, fits')).toBeInTheDocument();
    expect(screen.getByText('getcafenova.com')).toBeInTheDocument();
    expect(screen.getByText(/Pronounceability: \d+\/100, easy to say/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Café Nova!: 10 characters, good length');
  });

  it('updates the ratio and verdict when the primary hex changes, and offers a fix', async () => {
    render(<BrandAnalyzerPage />);
    await replace(screen.getByLabelText('Primary colour (hex)'), '#777777');

    expect(await screen.findByText('4.48:1')).toBeInTheDocument();
    expect(screen.getByText('Large text only: fails AA for normal text.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Contrast 4.48 to 1.');

    await userEvent.click(screen.getByRole('button', { name: 'Use #767676' }));
    expect(screen.getByLabelText('Primary colour (hex)')).toHaveValue('#767676');
    expect(await screen.findByText('Passes AA for all text sizes.')).toBeInTheDocument();
  });

  it('keeps the hex field in sync with the colour picker', async () => {
    render(<BrandAnalyzerPage />);
    fireEvent.input(screen.getByLabelText('Background colour picker'), {
      target: { value: '#000000' },
    });
    expect(screen.getByLabelText('Background colour (hex)')).toHaveValue('#000000');
    expect(
      await screen.findByText('Large text only: fails AA for normal text.'),
    ).toBeInTheDocument();
  });

  it('shows a helper error for an invalid hex and keeps the last valid result', async () => {
    render(<BrandAnalyzerPage />);
    const field = screen.getByLabelText('Primary colour (hex)');
    await replace(field, '#777777');
    expect(await screen.findByText('4.48:1')).toBeInTheDocument();

    await userEvent.type(field, 'z');
    expect(field).toHaveValue('#777777z');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Enter a hex colour such as #2563eb/)).toBeInTheDocument();
    // Outlast the debounce: the invalid text must not replace the last valid colour.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('4.48:1')).toBeInTheDocument();
    expect(screen.getByLabelText('Primary colour picker')).toHaveValue('#777777');
  });
});
