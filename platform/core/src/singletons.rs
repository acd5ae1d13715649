//! One value per type for the life of an application: what a module builds once (a client, a
//! cache) and shares between its handlers and jobs, without globals that would leak between
//! applications in one process (tests run many).

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[derive(Default, Clone)]
pub struct Singletons {
    map: Arc<Mutex<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>>,
}

impl std::fmt::Debug for Singletons {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Singletons")
    }
}

impl Singletons {
    /// The value of type `T`, built by `init` the first time it is asked for.
    pub fn get_or_try_init<T, E>(&self, init: impl FnOnce() -> Result<T, E>) -> Result<Arc<T>, E>
    where
        T: Any + Send + Sync,
    {
        let key = TypeId::of::<T>();
        if let Some(found) = self.map.lock().ok().and_then(|m| m.get(&key).cloned())
            && let Ok(value) = found.downcast::<T>()
        {
            return Ok(value);
        }
        let value = Arc::new(init()?);
        if let Ok(mut map) = self.map.lock() {
            let stored = map.entry(key).or_insert_with(|| value.clone() as Arc<dyn Any + Send + Sync>).clone();
            if let Ok(existing) = stored.downcast::<T>() {
                return Ok(existing);
            }
        }
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_once_per_application() {
        let a = Singletons::default();
        let first = a.get_or_try_init(|| Ok::<_, ()>(41_u32)).unwrap_or_default();
        let second = a.get_or_try_init(|| Ok::<_, ()>(99_u32)).unwrap_or_default();
        assert!(Arc::ptr_eq(&first, &second));
        let other = Singletons::default();
        assert_eq!(*other.get_or_try_init(|| Ok::<_, ()>(7_u32)).unwrap_or_default(), 7);
    }
}
