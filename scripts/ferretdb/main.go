// Embedded FerretDB v1 (SQLite backend) for local development and tests.
// Built from the embeddable package because `go install .../cmd/ferretdb` panics at start
// (version.txt missing from the module, FerretDB issue 2982).
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dir := flag.String("dir", "./data", "SQLite data directory")
	addr := flag.String("listen", "127.0.0.1:27017", "TCP listen address")
	level := flag.String("log-level", "warn", "log level: debug, info, warn, error")
	flag.Parse()

	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(*level)); err != nil {
		lvl = slog.LevelWarn
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: lvl}))

	f, err := ferretdb.New(&ferretdb.Config{
		Logger:    logger,
		Listener:  ferretdb.ListenerConfig{TCP: *addr},
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dir + "/",
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()
	fmt.Println("ferretdb listening on", *addr)
	if err := <-done; err != nil && ctx.Err() == nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
