//! Risk over a window of daily closes: annualised volatility, beta to an index, maximum
//! drawdown and total return.

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Risk {
    /// Annualised standard deviation of daily returns (0.25 = 25%).
    pub volatility: f64,
    /// Sensitivity to the index; None without enough common days.
    pub beta: Option<f64>,
    /// Deepest fall from a running peak (0.3 = -30%).
    pub max_drawdown: f64,
    pub total_return: f64,
}

fn returns(closes: &[f64]) -> Vec<f64> {
    closes.windows(2).filter(|w| w[0] > 0.0).map(|w| w[1] / w[0] - 1.0).collect()
}

fn mean(xs: &[f64]) -> f64 {
    if xs.is_empty() { 0.0 } else { xs.iter().sum::<f64>() / xs.len() as f64 }
}

/// `pairs` are (stock close, index close) on the same days, oldest first.
pub fn measure(pairs: &[(f64, Option<f64>)]) -> Option<Risk> {
    if pairs.len() < 3 {
        return None;
    }
    let closes: Vec<f64> = pairs.iter().map(|p| p.0).collect();
    let r = returns(&closes);
    let m = mean(&r);
    let variance = r.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (r.len().max(2) - 1) as f64;
    let volatility = variance.sqrt() * 250f64.sqrt();

    let joint: Vec<(f64, f64)> = pairs
        .windows(2)
        .filter_map(|w| match (w[0].1, w[1].1) {
            (Some(i0), Some(i1)) if w[0].0 > 0.0 && i0 > 0.0 => Some((w[1].0 / w[0].0 - 1.0, i1 / i0 - 1.0)),
            _ => None,
        })
        .collect();
    let beta = (joint.len() >= 20).then(|| {
        let (ms, mi) = (mean(&joint.iter().map(|j| j.0).collect::<Vec<_>>()), mean(&joint.iter().map(|j| j.1).collect::<Vec<_>>()));
        let cov: f64 = joint.iter().map(|(s, i)| (s - ms) * (i - mi)).sum();
        let var: f64 = joint.iter().map(|(_, i)| (i - mi).powi(2)).sum();
        if var > 0.0 { cov / var } else { 0.0 }
    });

    let mut peak = f64::MIN;
    let mut max_drawdown = 0.0_f64;
    for &c in &closes {
        peak = peak.max(c);
        if peak > 0.0 {
            max_drawdown = max_drawdown.max(1.0 - c / peak);
        }
    }
    let total_return = closes.last().zip(closes.first()).map_or(0.0, |(l, f)| if *f > 0.0 { l / f - 1.0 } else { 0.0 });
    Some(Risk { volatility, beta, max_drawdown, total_return })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stock_that_moves_twice_the_index_has_beta_two() {
        let mut index = 100.0;
        let mut stock = 50.0;
        let mut pairs = vec![(stock, Some(index))];
        for i in 0..60 {
            let r = if i % 3 == 0 { -0.01 } else { 0.008 };
            index *= 1.0 + r;
            stock *= 1.0 + 2.0 * r;
            pairs.push((stock, Some(index)));
        }
        let risk = measure(&pairs).unwrap_or(Risk { volatility: 0.0, beta: None, max_drawdown: 0.0, total_return: 0.0 });
        assert!((risk.beta.unwrap_or_default() - 2.0).abs() < 1e-9);
        assert!(risk.volatility > 0.0);
    }

    #[test]
    fn drawdown_and_return() {
        let pairs: Vec<(f64, Option<f64>)> = [100.0, 120.0, 90.0, 110.0].iter().map(|c| (*c, None)).collect();
        let risk = measure(&pairs).unwrap_or(Risk { volatility: 0.0, beta: None, max_drawdown: 0.0, total_return: 0.0 });
        assert!((risk.max_drawdown - 0.25).abs() < 1e-12);
        assert!((risk.total_return - 0.10).abs() < 1e-12);
        assert_eq!(risk.beta, None);
    }
}
