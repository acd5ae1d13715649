//! The price chart, drawn as vectors: a year of closes with the 20- and 50-day moving averages
//! over the day's volumes, its highest and lowest prices and its first and last dates.

use eva_pdf::{Align, Canvas, Colour, style};
use platform::ports::PriceBar;
use ta::Next;
use ta::indicators::SimpleMovingAverage;

use super::fmt::{date, price};

pub const CLOSE: Colour = (0.11, 0.13, 0.16);
pub const SMA20: Colour = (0.04, 0.45, 0.52);
pub const SMA50: Colour = (0.85, 0.45, 0.05);
const VOLUME: Colour = (0.78, 0.82, 0.86);
const GRID: Colour = (0.88, 0.90, 0.92);
const LABEL: Colour = (0.38, 0.42, 0.47);

/// Closes as floats for drawing (prices stay integers everywhere else).
fn closes(bars: &[PriceBar]) -> Vec<f64> {
    bars.iter().map(|b| b.close.0 as f64).collect()
}

/// The simple moving average of `period` days, from the day it has that many closes.
pub fn moving_average(values: &[f64], period: usize) -> Vec<Option<f64>> {
    let Ok(mut sma) = SimpleMovingAverage::new(period) else { return vec![None; values.len()] };
    values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let m = sma.next(*v);
            (i + 1 >= period).then_some(m)
        })
        .collect()
}

/// Draws the chart in the box (left, top, width, height); answers the box's bottom.
pub fn draw(
    c: &mut Canvas,
    bars: &[PriceBar],
    (left, top, width, height): (f32, f32, f32, f32),
    legend: [&str; 3],
    lang: platform::Lang,
) -> f32 {
    if bars.len() < 2 {
        return top;
    }
    let price_h = height * 0.74;
    let volume_top = top + price_h + 6.0;
    let volume_h = height - price_h - 6.0;
    let high = bars.iter().map(|b| b.high.0).max().unwrap_or(0) as f32;
    let low = bars.iter().map(|b| b.low.0).min().unwrap_or(0) as f32;
    let span = (high - low).max(1.0);
    let step = width / (bars.len() - 1) as f32;
    let x = |i: usize| left + step * i as f32;
    let y = |v: f32| top + price_h - (v - low) / span * price_h;

    for k in 0..=4 {
        c.fill(left, top + price_h * k as f32 / 4.0, width, 0.4, GRID);
    }
    let max_volume = bars.iter().map(|b| b.volume).max().unwrap_or(0).max(1) as f32;
    let bar_w = (step * 0.7).max(0.3);
    for (i, b) in bars.iter().enumerate() {
        let h = b.volume as f32 / max_volume * volume_h;
        c.fill(x(i) - bar_w / 2.0, volume_top + volume_h - h, bar_w, h, VOLUME);
    }
    let values = closes(bars);
    let close_line: Vec<(f32, f32)> = values.iter().enumerate().map(|(i, v)| (x(i), y(*v as f32))).collect();
    for (period, colour) in [(20, SMA20), (50, SMA50)] {
        let line: Vec<(f32, f32)> =
            moving_average(&values, period).iter().enumerate().filter_map(|(i, m)| m.map(|m| (x(i), y(m as f32)))).collect();
        c.line(&line, 0.9, colour);
    }
    c.line(&close_line, 1.1, CLOSE);

    let label = style(7.5, false, LABEL);
    c.text(&price(platform::price::Price(high as i64)), label, left + width, top - 2.0, Align::Right);
    c.text(&price(platform::price::Price(low as i64)), label, left + width, top + price_h + 9.0, Align::Right);
    let (first, last) = (bars[0].date, bars[bars.len() - 1].date);
    let bottom = volume_top + volume_h + 10.0;
    c.text(&date(first, lang), label, left, bottom, Align::Left);
    c.text(&date(last, lang), label, left + width, bottom, Align::Right);
    // The legend: a short stroke of each line's colour before its name, in reading order.
    let rtl = lang == platform::Lang::Ar;
    let mut lx = if rtl { left + width * 0.7 } else { left + width * 0.3 };
    for (name, colour) in legend.iter().zip([CLOSE, SMA20, SMA50]) {
        if rtl {
            c.line(&[(lx - 14.0, bottom - 3.0), (lx, bottom - 3.0)], 1.6, colour);
            lx -= 18.0 + c.text(name, label, lx - 18.0, bottom, Align::Right) + 14.0;
        } else {
            c.line(&[(lx, bottom - 3.0), (lx + 14.0, bottom - 3.0)], 1.6, colour);
            lx += 18.0 + c.text(name, label, lx + 18.0, bottom, Align::Left) + 14.0;
        }
    }
    bottom + 6.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moving_average_starts_once_it_has_its_days() {
        let m = moving_average(&[1.0, 2.0, 3.0, 4.0], 3);
        assert_eq!(m, vec![None, None, Some(2.0), Some(3.0)]);
    }
}
