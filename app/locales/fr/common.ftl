# Shared by every page: the frame around it, the header, the sections, the footer.

skip-to-content = Skip to content
site-name = upboard
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
footer-powered-by = Feedback board by upboard
