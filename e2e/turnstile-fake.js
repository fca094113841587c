// Cloudflare Turnstile as the e2e suite's browser meets it, since challenges.cloudflare.com is out
// of reach here (e2e/captcha.spec.ts serves this file in place of its script). `render` draws a
// "Verify you are human" checkbox and a frame from Cloudflare's origin, as the real widget does;
// ticking the box writes a one-time token into the form's `cf-turnstile-response` field, which the
// suite's siteverify (e2e/webhook-receiver.mjs) accepts once.
(() => {
  let count = 0;
  const widgets = new Map();
  window.turnstile = {
    render(container, options) {
      const id = `widget-${(count += 1)}`;
      const frame = document.createElement("iframe");
      frame.src = "https://challenges.cloudflare.com/cdn-cgi/challenge-platform/e2e";
      frame.title = "Security check";
      frame.hidden = true;
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      label.append(box, " Verify you are human");
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = options["response-field-name"] || "cf-turnstile-response";
      box.addEventListener("change", () => {
        if (!box.checked) return;
        field.value = `e2e-pass-${crypto.randomUUID()}`;
        box.disabled = true;
        options.callback?.(field.value);
      });
      container.append(frame, label, field);
      widgets.set(id, { box, field, nodes: [frame, label, field] });
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widget.field.value = "";
      widget.box.checked = false;
      widget.box.disabled = false;
    },
    remove(id) {
      widgets.get(id)?.nodes.forEach((node) => node.remove());
      widgets.delete(id);
    },
  };
})();
