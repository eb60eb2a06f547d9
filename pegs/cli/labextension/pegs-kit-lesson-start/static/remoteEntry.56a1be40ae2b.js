/*
 * The kit's JupyterLab plugin, as a prebuilt extension with no build step: the container that
 * JupyterLab's loader expects (window._JUPYTERLAB[name] with init and get), holding one plugin
 * that needs no other plugin's token, so it shares no module with JupyterLab.
 *
 * A notebook whose metadata says "pegs_kit": {"start_on_open": true} (the course build writes it
 * into every lesson whose code is all hidden) is run once, when it opens, as Run All would, but
 * only when every code cell is trusted: the kit marks its lessons trusted, so a notebook from
 * elsewhere carrying the same words never runs by itself. The view is then kept at the first
 * lesson cell (Run All would leave it at the last cell), and the notebook is not marked changed,
 * since running it changed nothing of the learner's.
 */
(function () {
  'use strict';

  const RUN_ALL = 'notebook:run-all-cells';
  // Long enough for the slowest lesson to draw on a busy machine; a learner's own scroll, click
  // or key press hands the view back at once.
  const FOLLOW_MS = 120000;

  /** True when every code cell of the notebook is trusted (its file signed as the kit does). */
  function allTrusted(model) {
    for (const cell of model.cells) {
      if (cell.type === 'code' && !cell.trusted) {
        return false;
      }
    }
    return true;
  }

  /** The index of the first code cell that shows a lesson (the set-up cell comes before it). */
  function lessonIndex(notebook) {
    const widgets = notebook.widgets;
    for (let i = 0; i < widgets.length; i++) {
      const cell = widgets[i].model;
      const tags = cell.getMetadata('tags') || [];
      if (cell.type === 'code' && !tags.includes('setup')) {
        return i;
      }
    }
    return -1;
  }

  /** The element that scrolls the notebook's cells. */
  function scrollerOf(notebook) {
    return notebook.outerNode
      || notebook.node.querySelector('.jp-WindowedPanel-outer') || notebook.node;
  }

  /** Scroll the notebook so the cell's top is the top of its view. */
  function toTop(notebook, cell) {
    // Notebook.scrollToCell(cell, 'start') leaves a quarter of the view above the cell, where
    // a lesson's board would lose its lower part: the scroller is moved by hand.
    const scroller = scrollerOf(notebook);
    const offset = cell.node.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollTop += offset;
  }

  /** Make the lesson cell the active one, at the top of the notebook's view. */
  function showLesson(notebook) {
    const index = lessonIndex(notebook);
    if (index < 0) {
      return;
    }
    notebook.activeCellIndex = index;
    notebook.deselectAll();
    toTop(notebook, notebook.widgets[index]);
  }

  /**
   * Keep the lesson cell at the top while its widget draws itself (it grows after the run), until
   * the learner scrolls, clicks or types, or FOLLOW_MS pass: the view is then theirs.
   */
  function followLesson(notebook) {
    const index = lessonIndex(notebook);
    if (index < 0 || typeof ResizeObserver === 'undefined') {
      return;
    }
    const cell = notebook.widgets[index];
    const events = ['wheel', 'pointerdown', 'keydown', 'touchstart'];
    // The scroller too: its scroll bar may lie outside the notebook's own node.
    const targets = Array.from(new Set([scrollerOf(notebook), notebook.node]));
    let observer = null;
    const stop = () => {
      if (observer) {
        observer.disconnect();
        observer = null;
      }
      for (const target of targets) {
        for (const name of events) {
          target.removeEventListener(name, stop, true);
        }
      }
    };
    observer = new ResizeObserver(() => toTop(notebook, cell));
    observer.observe(cell.node);
    for (const target of targets) {
      for (const name of events) {
        target.addEventListener(name, stop, true);
      }
    }
    setTimeout(stop, FOLLOW_MS);
  }

  /** Run the notebook if it is a trusted lesson; say on its node what was decided, and why. */
  async function start(app, panel) {
    const say = (what) => {
      panel.node.dataset.pegsKitStart = what;
    };
    await panel.context.ready;
    const model = panel.context.model;
    const meta = model.getMetadata('pegs_kit');
    if (!meta || meta.start_on_open !== true) {
      say('not a lesson');
      return;
    }
    if (!allTrusted(model)) {
      say('not trusted');
      return;
    }
    await panel.sessionContext.ready;
    if (panel.sessionContext.hasNoKernel) {
      say('no kernel'); // the learner chose no kernel: nothing to run
      return;
    }
    say('running');
    const cleanBefore = !model.dirty;
    const running = app.commands.execute(RUN_ALL, { widgetId: panel.id, activate: false });
    showLesson(panel.content);
    followLesson(panel.content);
    const ran = await running;
    showLesson(panel.content);
    if (cleanBefore) {
      // The outputs are the only change, and the save hook keeps the file's own.
      model.dirty = false;
    }
    say(ran ? 'started' : 'stopped by an error'); // an error shows in its cell, as after Run All
  }

  const plugin = {
    id: 'pegs-kit-lesson-start:plugin',
    description: 'Starts a trusted kit lesson when it opens and keeps its lesson in view.',
    autoStart: true,
    activate: (app) => {
      const started = new WeakSet();
      const look = () => {
        for (const widget of app.shell.widgets('main')) {
          const isNotebook = widget.context && widget.sessionContext && widget.content
            && typeof widget.content.scrollToCell === 'function';
          if (isNotebook && !started.has(widget)) {
            started.add(widget);
            start(app, widget).catch((err) => console.warn('pegs-kit: lesson not started', err));
          }
        }
      };
      app.restored.then(look);
      app.shell.layoutModified.connect(look);
      if (app.shell.currentChanged) {
        app.shell.currentChanged.connect(look);
      }
    },
  };

  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB['pegs-kit-lesson-start'] = {
    init: () => Promise.resolve(),
    get: (module) => module === './extension'
      ? Promise.resolve(() => ({ __esModule: true, default: [plugin] }))
      : Promise.reject(new Error('pegs-kit-lesson-start has no module ' + module)),
  };
})();
