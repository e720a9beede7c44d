# Shared by every page: the frame around it, the header, the sections, the footer.

skip-to-content = Skip to content
nav-sections = Sections
nav-feedback = Feedback
nav-roadmap = Roadmap
nav-changelog = Changelog
nav-new-post = New post
nav-account = Account
nav-admin = Admin
sign-in = Sign in
sign-up = Sign up
sign-out = Sign out
theme-dark = Dark theme
footer-language = Language
footer-language-change = Change
pager-pages = Pages
pager-previous = ← Previous
pager-next = Next →
pager-page = Page { $page }
not-found-title = Not found
not-found-heading = Nothing here
not-found-text = This page does not exist, or it was moved.
not-found-home = Go to the front page
error-try-again = Try again
forbidden-title = Not allowed
forbidden-admin-overview = Go to the admin overview
