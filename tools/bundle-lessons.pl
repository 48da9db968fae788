#!/usr/bin/perl
# Bundles the lessons' files for the web app: for each file name a lesson folder holds
# (lesson.json, en.ftl, uk.ftl, ...), one file `bundle-<name>.txt` with every lesson's
# copy, each after a line `### acklab:lesson <id>`. A page that opens a lesson then
# makes one request per kind of file instead of one per lesson and kind (about 70).
# The app splits a bundle again (src/texts.rs, `split_bundle`); the lesson folders stay
# the source, and are still served as they are.
#
# Run by Trunk after each build (Trunk.toml) on the staged site, or by hand:
#   perl tools/bundle-lessons.pl LESSONS_DIR [OUT_DIR]
# perl-base is part of every Debian system, like the hook that trims sw.js.
use strict;
use warnings FATAL => 'all';
# Patterns are not split at spaces: a checkout may live under "/home/Ann Smith".
use File::Glob ':bsd_glob';

my $lessons = shift // ($ENV{TRUNK_STAGING_DIR} // die "bundle-lessons: no lessons folder given\n") . '/lessons';
my $out = shift // $lessons;
my %by_name;
for my $folder (sort glob("$lessons/*/")) {
    my ($id) = $folder =~ m{([^/]+)/$} or die "bundle-lessons: no lesson id in $folder\n";
    for my $file (sort glob("$folder*")) {
        next unless -f $file;
        my ($name) = $file =~ m{([^/]+)$};
        push @{ $by_name{$name} }, [ $id, $file ];
    }
}
die "bundle-lessons: no lesson folders in $lessons\n" unless %by_name;
for my $name (sort keys %by_name) {
    open my $bundle, '>:raw', "$out/bundle-$name.txt" or die "bundle-lessons: $out/bundle-$name.txt: $!\n";
    for my $entry (@{ $by_name{$name} }) {
        my ($id, $file) = @$entry;
        open my $in, '<:raw', $file or die "bundle-lessons: $file: $!\n";
        my $text = do { local $/; <$in> };
        die "bundle-lessons: $file holds a line that starts a bundle's section\n" if $text =~ /^### acklab:lesson /m;
        $text .= "\n" unless $text =~ /\n\z/;
        print $bundle "### acklab:lesson $id\n", $text;
    }
    close $bundle or die "bundle-lessons: $out/bundle-$name.txt: $!\n";
}
