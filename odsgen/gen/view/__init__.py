"""View models: plain data the templates in `templates/` render."""
