// Inlined first in <head> of the pages the host's server renders. Until the app takes the page over, the
// server's HTML only looks alive: React has no handler on it yet. This keeps what a visitor does in that
// time (event replay, as Angular's and Google's jsaction do):
// - a GET form (the catalogue's filters and search, a product's colour and size) goes to its address at
//   once: on submit, and on a change of a box, a radio or a select when it says `data-navigate-on-change`.
//   The address is the one the app itself writes: no empty field, repeated names joined by commas.
// - a submit of a form marked `data-replay-submit` (sign-in, registration) is held and sent once the app
//   has hydrated; if the app's scripts fail, or do not start within 10 s, the form is sent natively.
// - a click on a button that only scripts can handle (`type="button"`) is held and clicked again then.
// Links and other forms need nothing: the browser follows them. Once the host calls handOver(), just
// before hydrating, React answers new events itself; replay() then runs what was held, each event once.
// index.html calls it with what leads to an address (location.assign).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by index.html
function earlyEvents(navigate) {
  var NATIVE_AFTER_MS = 10000;
  var held = [];
  var failed = false;

  function stop(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  function addressOf(form, submitter) {
    var values = {};
    var names = [];
    new FormData(form, submitter).forEach(function (value, name) {
      if (typeof value !== 'string' || value.trim() === '') return;
      if (!values[name]) {
        values[name] = [];
        names.push(name);
      }
      values[name].push(value.trim());
    });
    var query = new URLSearchParams();
    names.forEach(function (name) {
      query.set(name, values[name].join(','));
    });
    var search = query.toString();
    return (form.getAttribute('action') || window.location.pathname) + (search ? '?' + search : '');
  }

  function sendNatively(entry) {
    if (entry.form.isConnected) HTMLFormElement.prototype.submit.call(entry.form);
  }

  function fail() {
    failed = true;
    var forms = held.filter(function (entry) {
      return entry.form;
    });
    held = [];
    forms.forEach(sendNatively);
  }

  function onSubmit(event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.getAttribute('method') === 'get') {
      stop(event);
      navigate(addressOf(form, event.submitter));
      return;
    }
    if (failed || !form.hasAttribute('data-replay-submit')) return;
    stop(event);
    var already = held.some(function (entry) {
      return entry.form === form;
    });
    if (already) return;
    held.push({ form: form, submitter: event.submitter });
    setTimeout(function () {
      if (held.length > 0) fail();
    }, NATIVE_AFTER_MS);
  }

  function onChange(event) {
    var control = event.target;
    var form = control && control.form;
    if (!form || !form.hasAttribute('data-navigate-on-change') || form.getAttribute('method') !== 'get') return;
    if (control.type !== 'checkbox' && control.type !== 'radio' && control.tagName !== 'SELECT') return;
    event.stopImmediatePropagation();
    navigate(addressOf(form));
  }

  function onClick(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (failed || !button || button.type !== 'button' || button.disabled) return;
    stop(event);
    held.push({ button: button });
  }

  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('click', onClick, true);

  window.__earlyEvents = {
    fail: fail,
    handOver: function () {
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('change', onChange, true);
      document.removeEventListener('click', onClick, true);
    },
    replay: function () {
      var entries = held;
      held = [];
      entries.forEach(function (entry) {
        if (entry.button) {
          if (entry.button.isConnected && !entry.button.disabled) entry.button.click();
        } else if (entry.form.isConnected) {
          var submitter = entry.submitter && entry.submitter.isConnected ? entry.submitter : undefined;
          entry.form.requestSubmit(submitter);
        }
      });
    },
  };
}
